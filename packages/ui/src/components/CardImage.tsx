import { type CSSProperties, useCallback, useState } from "react";

/**
 * A picture that swaps in a fallback once when it fails to load (a broken link never shows
 * as a broken image, and a missing fallback cannot loop). A picture in a page the server
 * drew may have failed before the app took the page over, when nothing listened for its
 * error: `ref` looks once the app has it.
 */
export function useFallbackImage(src: string, fallback: string) {
  const [failed, setFailed] = useState<string | null>(null);
  const shown = failed === src ? fallback : src;
  const onError = () => {
    if (failed !== src && src !== fallback) setFailed(src);
  };
  const ref = useCallback(
    (image: HTMLImageElement | null) => {
      // Done loading, one way or the other: decode() fails only for a picture that did not load.
      if (image?.complete && src !== fallback) image.decode().catch(() => setFailed(src));
    },
    [src, fallback],
  );
  return { src: shown, onError, ref };
}

export interface CardImageProps {
  src: string;
  /** Shown once if `src` fails to load. */
  fallback: string;
  className?: string;
  style?: CSSProperties;
  /** The picture's own size, so the card keeps its shape while it loads. */
  width: number;
  height: number;
  /** Off screen at first: load it when it comes near (the default). */
  lazy?: boolean;
}

/** A card's decorative picture (the card's title says what it is), with its fallback. */
export function CardImage({ src, fallback, className, style, width, height, lazy = true }: CardImageProps) {
  const image = useFallbackImage(src, fallback);
  return (
    <img
      ref={image.ref}
      className={className}
      style={style}
      src={image.src}
      onError={image.onError}
      alt=""
      loading={lazy ? "lazy" : undefined}
      decoding="async"
      width={width}
      height={height}
    />
  );
}
