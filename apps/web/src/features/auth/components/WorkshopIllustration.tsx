/** Inline drawing for the sign-in pages: a car on a two-post lift, gears and a wrench. */
export function WorkshopIllustration({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 480 300" aria-hidden="true" focusable="false">
      <defs>
        <mask id="wrench-jaw">
          <rect x="-40" y="-40" width="80" height="160" fill="#fff" />
          <rect x="-6.5" y="-24" width="13" height="22" rx="2" fill="#000" />
        </mask>
      </defs>

      {/* Gears, drawn as dashed rings so the teeth stay crisp at any size. */}
      <g fill="none" stroke="rgba(255,255,255,0.2)">
        <circle cx="392" cy="74" r="40" strokeWidth="12" strokeDasharray="10.5 8.3" />
        <circle cx="326" cy="116" r="22" strokeWidth="9" strokeDasharray="7 6.8" />
      </g>
      <circle cx="392" cy="74" r="33" fill="rgba(255,255,255,0.12)" />
      <circle cx="392" cy="74" r="12" fill="rgba(8,28,84,0.5)" />
      <circle cx="326" cy="116" r="17" fill="rgba(255,255,255,0.12)" />
      <circle cx="326" cy="116" r="6" fill="rgba(8,28,84,0.5)" />

      {/* Wrench */}
      <g transform="translate(96 58) rotate(-48)" mask="url(#wrench-jaw)">
        <circle cx="0" cy="0" r="17" fill="#fd833b" />
        <rect x="-6.5" y="8" width="13" height="86" rx="6.5" fill="#fd833b" />
      </g>

      {/* Two-post lift */}
      <rect x="36" y="138" width="14" height="138" rx="4" fill="rgba(255,255,255,0.26)" />
      <rect x="430" y="138" width="14" height="138" rx="4" fill="rgba(255,255,255,0.26)" />
      <rect x="50" y="230" width="380" height="8" rx="4" fill="rgba(255,255,255,0.34)" />

      {/* Car */}
      <path d="M96 206c0-13 6-21 20-23l38-6 36-28c6-5 14-8 24-8h78c12 0 22 4 30 12l26 26 34 6c14 3 22 11 22 21v6H96z" fill="#ffffff" />
      <path d="M202 156l16-7h42v30h-80z" fill="rgba(29,78,216,0.32)" />
      <path d="M268 149h28c8 0 14 3 19 8l20 22h-67z" fill="rgba(29,78,216,0.32)" />
      <rect x="362" y="190" width="24" height="7" rx="3.5" fill="#fd833b" />
      <rect x="100" y="196" width="16" height="6" rx="3" fill="rgba(29,78,216,0.35)" />
      <g fill="#0f2a6b">
        <circle cx="156" cy="210" r="21" />
        <circle cx="344" cy="210" r="21" />
      </g>
      <g fill="rgba(255,255,255,0.85)">
        <circle cx="156" cy="210" r="8.5" />
        <circle cx="344" cy="210" r="8.5" />
      </g>

      <rect x="0" y="276" width="480" height="4" rx="2" fill="rgba(255,255,255,0.22)" />
    </svg>
  );
}
