/** Inline drawing for the sign-in pages: a car on a two-post lift, gears and a wrench. */
export function WorkshopIllustration({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 480 300" role="img" aria-hidden="true" focusable="false">
      <g fill="none" stroke="rgba(255,255,255,0.22)" strokeWidth="10" strokeDasharray="9 7.5">
        <circle cx="84" cy="70" r="34" />
        <circle cx="138" cy="116" r="20" strokeDasharray="6 5.5" strokeWidth="8" />
      </g>
      <circle cx="84" cy="70" r="28" fill="rgba(255,255,255,0.14)" />
      <circle cx="84" cy="70" r="10" fill="rgba(10,30,90,0.55)" />
      <circle cx="138" cy="116" r="15" fill="rgba(255,255,255,0.14)" />
      <circle cx="138" cy="116" r="5" fill="rgba(10,30,90,0.55)" />

      <g transform="translate(356 44) rotate(38)">
        <path
          d="M0 12a14 14 0 0 1 22-11.5L15 8l4 7 8-3A14 14 0 0 1 8 26L8 86a6 6 0 0 1-12 0L-4 25A14 14 0 0 1 0 12z"
          fill="rgba(253,131,59,0.9)"
        />
      </g>

      <rect x="38" y="112" width="14" height="164" rx="4" fill="rgba(255,255,255,0.28)" />
      <rect x="428" y="112" width="14" height="164" rx="4" fill="rgba(255,255,255,0.28)" />
      <rect x="52" y="226" width="376" height="8" rx="4" fill="rgba(255,255,255,0.35)" />

      <path
        d="M92 200c0-13 6-21 20-23l38-6 36-28c6-5 14-8 24-8h80c12 0 22 4 30 12l26 26 34 6c14 3 22 11 22 21v6H92z"
        fill="#ffffff"
      />
      <path d="M198 150l16-7h44v30h-82z" fill="rgba(29,78,216,0.35)" />
      <path d="M266 143h30c8 0 14 3 19 8l20 22h-69z" fill="rgba(29,78,216,0.35)" />
      <rect x="360" y="184" width="24" height="7" rx="3.5" fill="#fd833b" />
      <g fill="#0f2a6b">
        <circle cx="152" cy="206" r="22" />
        <circle cx="346" cy="206" r="22" />
      </g>
      <g fill="rgba(255,255,255,0.85)">
        <circle cx="152" cy="206" r="9" />
        <circle cx="346" cy="206" r="9" />
      </g>

      <rect x="0" y="276" width="480" height="4" rx="2" fill="rgba(255,255,255,0.25)" />
    </svg>
  );
}
