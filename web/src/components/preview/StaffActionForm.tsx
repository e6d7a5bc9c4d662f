/** A one-button form for a staff server action that comes back to `returnTo` (or the page it was sent from) in `locale`. */
export function StaffActionForm({
  action,
  locale,
  returnTo,
  label,
  className,
}: {
  action: (form: FormData) => Promise<void>;
  locale: string;
  returnTo?: string;
  label: string;
  className: string;
}) {
  return (
    <form action={action}>
      <input type="hidden" name="locale" value={locale} />
      {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
      <button type="submit" className={className}>
        {label}
      </button>
    </form>
  );
}
