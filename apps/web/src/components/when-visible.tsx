import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` only once the placeholder comes near the viewport, so sections below the fold cost no
 * requests or JavaScript until the visitor scrolls towards them. `minHeight` reserves their space meanwhile.
 */
export function WhenVisible({
  children,
  minHeight,
  rootMargin = '600px 0px',
}: {
  children: ReactNode;
  minHeight: number;
  rootMargin?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // The server draws the placeholder too (the browser's first render must match it); a browser without
  // IntersectionObserver shows the section at once.
  const [visible, setVisible] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );

  useEffect(() => {
    const el = ref.current;
    if (visible || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [visible, rootMargin]);

  return visible ? <>{children}</> : <div ref={ref} style={{ minHeight }} />;
}
