/** The hotel's mark: a gold arch with four stars, and the name beside it. */
export function Logo({ name }: { name: string }) {
  return (
    <span className="logo">
      <svg className="logo__mark" aria-hidden="true" viewBox="0 0 48 48" width="44" height="44" focusable="false">
        <path d="M8 44V22C8 12.6 15.2 5 24 5s16 7.6 16 17v22" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <path d="M15 44V24c0-5.3 4-9.5 9-9.5s9 4.2 9 9.5v20" fill="none" stroke="currentColor" strokeWidth="1.5" />
        {[13, 20, 28, 35].map((x) => (
          <circle key={x} cx={x} cy={x === 13 || x === 35 ? 35 : 31} r="1.6" fill="currentColor" />
        ))}
      </svg>
      <span className="logo__name" title={name}>
        {name}
      </span>
    </span>
  );
}
