/** The 404 graphic: a hotel key tag with "404" on it. Decorative. */
export function NotFoundGraphic() {
  return (
    <svg className="error-page__graphic" viewBox="0 0 240 160" width="240" height="160" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="tag-gold" x1="0" x2="1" y1="0" y2="1">
          <stop offset="0" stopColor="#d8b868" />
          <stop offset="1" stopColor="#a9822f" />
        </linearGradient>
      </defs>
      <circle cx="46" cy="80" r="26" fill="none" stroke="#14213d" strokeWidth="5" />
      <path d="M70 80h14" stroke="#14213d" strokeWidth="5" strokeLinecap="round" />
      <rect x="84" y="40" width="140" height="80" rx="16" fill="url(#tag-gold)" />
      <circle cx="102" cy="80" r="7" fill="#fbf8f2" />
      <text x="162" y="96" textAnchor="middle" fontSize="42" fontWeight="700" fill="#14213d" fontFamily="system-ui, sans-serif">
        404
      </text>
    </svg>
  );
}
