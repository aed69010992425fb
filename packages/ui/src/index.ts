export { type AppLinkComponent, type AppLinkProps, PlainLink } from "./components/AppLink.tsx";
export { AppLoader, type AppLoaderProps } from "./components/AppLoader.tsx";
export { BrandMark, type BrandMarkProps, LOGO_SRC, WolfGlyph, type WolfGlyphProps } from "./components/BrandMark.tsx";
export { CardImage, type CardImageProps } from "./components/CardImage.tsx";
export {
  COACH_IMAGE_SRC,
  CoachCard,
  type CoachCardProps,
  type CoachCardVariant,
} from "./components/CoachCard.tsx";
export {
  DEFAULT_EBOOK_COVER,
  type EbookCardData,
  EbookFeatureCard,
  type EbookFeatureCardProps,
} from "./components/EbookFeatureCard.tsx";
export { DEFAULT_GEAR_IMAGE, GearCard, type GearCardData, type GearCardProps } from "./components/GearCard.tsx";
export { GrowingTextarea, type GrowingTextareaProps } from "./components/GrowingTextarea.tsx";
export { LoadMore, type LoadMoreProps } from "./components/LoadMore.tsx";
export { DEFAULT_AVATAR_SRC, MemberAvatar, type MemberAvatarProps } from "./components/MemberAvatar.tsx";
export { MemberName, type MemberNameProps } from "./components/MemberName.tsx";
export { PageTitle, type PageTitleProps } from "./components/PageTitle.tsx";
export { PendingButton, type PendingButtonProps } from "./components/PendingButton.tsx";
export { PremiumVeil, type PremiumVeilProps } from "./components/PremiumVeil.tsx";
export { ScreenSkeleton, type ScreenSkeletonProps } from "./components/ScreenSkeleton.tsx";
export { SectionTitle, type SectionTitleProps } from "./components/SectionTitle.tsx";
export { CardSkeleton, PageTitleSkeleton } from "./components/Skeletons.tsx";
export { StatCard, type StatCardProps, StatCardSkeleton } from "./components/StatCard.tsx";
export { Wordmark, type WordmarkProps } from "./components/Wordmark.tsx";
export {
  DEFAULT_WORKOUT_IMAGE,
  FALLBACK_WORKOUT_IMAGE,
  UNLOCK_PATH,
  WorkoutCard,
  type WorkoutCardData,
  type WorkoutCardProps,
  WorkoutCardSkeleton,
  workoutImageSrc,
  workoutPath,
} from "./components/WorkoutCard.tsx";
export { type TextRule, useRuleCheck, WriteBox, type WriteBoxProps } from "./components/WriteBox.tsx";
export {
  avatarInitial,
  formatAtLeast,
  formatMinutes,
  formatMonthlyPrice,
  formatNumber,
  formatPrice,
} from "./format.ts";
