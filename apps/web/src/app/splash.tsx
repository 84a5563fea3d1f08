/** The logo splash shown while the application starts (same look as the one in index.html). */
export function Splash() {
  return (
    <div
      role="status"
      aria-label="Loading OxStrength"
      style={{
        position: 'fixed',
        inset: 0,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: '#fff',
      }}
    >
      <img src="/logo.svg" alt="OxStrength" width={160} height={48} />
    </div>
  );
}
