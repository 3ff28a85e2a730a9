export function PersonIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
      <circle cx="10" cy="6.5" r="3.5" fill="currentColor" />
      <path d="M3 18c0-4 3.2-6.5 7-6.5s7 2.5 7 6.5z" fill="currentColor" />
    </svg>
  );
}
