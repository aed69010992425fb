export { AppLoader, type AppLoaderProps } from "./components/AppLoader.tsx";
export { BrandMark, type BrandMarkProps, LOGO_SRC, WolfGlyph, type WolfGlyphProps } from "./components/BrandMark.tsx";
export { DEFAULT_AVATAR_SRC, MemberAvatar, type MemberAvatarProps } from "./components/MemberAvatar.tsx";
export { MemberName, type MemberNameProps } from "./components/MemberName.tsx";
export { PageTitle, type PageTitleProps } from "./components/PageTitle.tsx";
export { PendingButton, type PendingButtonProps } from "./components/PendingButton.tsx";
export { ScreenSkeleton, type ScreenSkeletonProps } from "./components/ScreenSkeleton.tsx";
export { CardSkeleton, PageTitleSkeleton } from "./components/Skeletons.tsx";
export { StatCard, type StatCardProps, StatCardSkeleton } from "./components/StatCard.tsx";
export { Wordmark, type WordmarkProps } from "./components/Wordmark.tsx";
export {
  avatarInitial,
  formatAtLeast,
  formatMinutes,
  formatMonthlyPrice,
  formatNumber,
  formatPrice,
} from "./format.ts";
