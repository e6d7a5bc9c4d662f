/** A one-button form for a staff server action that comes back to `returnTo` in `locale`. */
export function StaffActionForm({
  action,
  locale,
  returnTo,
  label,
  className,
}: {
  action: (form: FormData) => Promise<void>;
  locale: string;
  returnTo: string;
  label: string;
  className: string;
}) {
  return (
    <form action={action}>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <button type="submit" className={className}>
        {label}
      </button>
    </form>
  );
}
