/** The App Store mark: a tile of four app squares, one of them highlighted. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#0f766e" />
      <rect x="7" y="7" width="8" height="8" rx="2" fill="#fff" />
      <rect x="17" y="7" width="8" height="8" rx="2" fill="#fff" opacity="0.7" />
      <rect x="7" y="17" width="8" height="8" rx="2" fill="#fff" opacity="0.7" />
      <rect x="17" y="17" width="8" height="8" rx="4" fill="#5eead4" />
    </svg>
  );
}
