import { type KeyboardEvent, type ReactNode, useRef } from "react";
import { IconBarbell, IconBook, IconCalendarEvent, IconShoppingBag } from "../../../components/icons.ts";
import classes from "./Home.module.css";

/** The home screen's four tabs, Workouts first (the default). */
export const HOME_TABS = [
  { id: "workouts", label: "Workouts", Icon: IconBarbell },
  { id: "gear", label: "Gear", Icon: IconShoppingBag },
  { id: "ebooks", label: "E-Books", Icon: IconBook },
  { id: "events", label: "Events", Icon: IconCalendarEvent },
] as const;

export type HomeTab = (typeof HOME_TABS)[number]["id"];

const tabId = (id: HomeTab) => `home-tab-${id}`;
const panelId = (id: HomeTab) => `home-panel-${id}`;

interface HomeTabsProps {
  value: HomeTab;
  onChange: (tab: HomeTab) => void;
  /** The open tab's content. */
  children: ReactNode;
}

/**
 * A sticky tab bar under the header, and the open tab's panel. Tabs as the ARIA pattern
 * has them: one tab stop, arrow keys (and Home, End) move between tabs and open them.
 */
export function HomeTabs({ value, onChange, children }: HomeTabsProps) {
  const tabs = useRef<Partial<Record<HomeTab, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = HOME_TABS.findIndex((tab) => tab.id === value);
    const last = HOME_TABS.length - 1;
    const to: Record<string, number> = {
      ArrowRight: at === last ? 0 : at + 1,
      ArrowLeft: at === 0 ? last : at - 1,
      Home: 0,
      End: last,
    };
    const index = to[event.key];
    if (index === undefined) return;
    event.preventDefault();
    const next = HOME_TABS[index];
    if (!next) return;
    onChange(next.id);
    tabs.current[next.id]?.focus();
  };

  return (
    <>
      <div className={classes.tabBar}>
        <div role="tablist" aria-label="Home sections" className={classes.tabList} onKeyDown={onKeyDown}>
          {HOME_TABS.map(({ id, label, Icon }) => {
            const selected = id === value;
            return (
              <button
                key={id}
                ref={(element) => {
                  tabs.current[id] = element;
                }}
                type="button"
                role="tab"
                id={tabId(id)}
                aria-selected={selected}
                aria-controls={panelId(id)}
                tabIndex={selected ? 0 : -1}
                className={classes.tab}
                onClick={() => onChange(id)}
              >
                <Icon size={20} aria-hidden="true" />
                <span>{label}</span>
              </button>
            );
          })}
        </div>
      </div>
      <div role="tabpanel" id={panelId(value)} aria-labelledby={tabId(value)} className={classes.panel}>
        {children}
      </div>
    </>
  );
}
