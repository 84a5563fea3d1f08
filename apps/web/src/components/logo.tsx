/** The OxStrength logo (public/logo.svg). Its alt text names the brand; wrap it in a link where needed. */
export function Logo({ height = 40, className }: { height?: number; className?: string }) {
  return (
    <img
      src="/logo.svg"
      alt="OxStrength"
      height={height}
      width={(height * 160) / 48}
      className={className}
      style={{ display: 'block' }}
    />
  );
}
