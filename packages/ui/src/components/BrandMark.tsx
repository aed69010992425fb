import { type CSSProperties, useId, useState } from "react";

export const LOGO_SRC = "/images/logo.svg";

export interface BrandMarkProps {
  /** Width and height in pixels. */
  size?: number;
  /** The logo file; the built-in wolf glyph shows if it cannot be loaded. */
  src?: string;
  /** Accessible name; empty (decorative) by default, since the product name sits next to it. */
  alt?: string;
  className?: string;
  style?: CSSProperties;
}

/** WOLFPACK's logo: the shipped logo file, or a drawn wolf head while it is missing. */
export function BrandMark({ size = 36, src = LOGO_SRC, alt = "", className, style }: BrandMarkProps) {
  const [failed, setFailed] = useState(false);
  if (failed) return <WolfGlyph size={size} title={alt} className={className} style={style} />;
  return (
    <img
      src={src}
      width={size}
      height={size}
      alt={alt}
      className={className}
      style={{ display: "block", objectFit: "contain", ...style }}
      onError={() => setFailed(true)}
    />
  );
}

export interface WolfGlyphProps {
  size?: number;
  title?: string;
  className?: string;
  style?: CSSProperties;
}

/** A geometric wolf head in the brand amber, drawn inline so it needs no file. */
export function WolfGlyph({ size = 36, title = "", className, style }: WolfGlyphProps) {
  const gradientId = `wolf-glyph-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const decorative = title === "";
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      className={className}
      style={{ display: "block", ...style }}
      role={decorative ? undefined : "img"}
      aria-hidden={decorative ? true : undefined}
      aria-label={decorative ? undefined : title}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffcb45" />
          <stop offset="1" stopColor="#e8590c" />
        </linearGradient>
      </defs>
      <path d="M9 4 L25 17 H39 L55 4 L53 27 L47 39 L39 48 L32 60 L25 48 L17 39 L11 27 Z" fill={`url(#${gradientId})`} />
      <path d="M18 29 L28 32 L21 35 Z M46 29 L36 32 L43 35 Z" fill="#121316" />
      <path d="M28.5 47 H35.5 L32 52 Z" fill="#121316" />
      <path d="M25 17 L32 27 L39 17" fill="none" stroke="#121316" strokeOpacity="0.35" strokeWidth="1.5" />
    </svg>
  );
}
