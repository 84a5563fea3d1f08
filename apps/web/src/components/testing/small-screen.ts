/**
 * Makes window.matchMedia answer as a browser `width` CSS pixels wide would for width queries
 * (`(max-width: 47.99em)`, `(min-width: 36em)`, in em or px); any other query does not match. Call it before
 * rendering; it returns a function that puts the previous matchMedia back.
 */
export function screenWidth(width: number) {
  const previous = window.matchMedia;
  const px = (value: string, unit: string) => Number(value) * (unit === 'em' || unit === 'rem' ? 16 : 1);
  const matches = (query: string) => {
    const conditions = [...query.matchAll(/\((max|min)-width:\s*([\d.]+)(px|em|rem)\)/g)];
    return (
      conditions.length > 0 &&
      conditions.every(([, kind, value, unit]) =>
        kind === 'max' ? width <= px(value!, unit!) : width >= px(value!, unit!),
      )
    );
  };
  window.matchMedia = (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  return () => {
    window.matchMedia = previous;
  };
}
