/** The OxStrength logo (public/logo.svg). Its alt text names the brand; wrap it in a link where needed. */
export function Logo({ height = 40 }: { height?: number }) {
  return (
    <img
      src="/logo.svg"
      alt="OxStrength"
      height={height}
      width={(height * 160) / 48}
      style={{ display: 'block' }}
    />
  );
}
