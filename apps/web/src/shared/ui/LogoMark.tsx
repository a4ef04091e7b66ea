import { useId } from 'react';

interface LogoMarkProps {
  size?: number;
}

/** Atelier mark: an "A" whose crossbar is a strip of workshop orange. */
export function LogoMark({ size = 32 }: LogoMarkProps) {
  // Unique per instance: a gradient id shared with a hidden copy of the mark would not paint.
  const gradientId = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false" style={{ flexShrink: 0, display: 'block' }}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#3b6adf" />
          <stop offset="1" stopColor="#1646b2" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
      <path d="M9 23 16 8l7 15" fill="none" stroke="#fff" strokeWidth="3.2" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M11.6 18h8.8" stroke="#fd833b" strokeWidth="3.2" strokeLinecap="round" />
    </svg>
  );
}
