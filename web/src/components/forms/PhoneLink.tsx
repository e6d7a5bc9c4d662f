/** The hotel's number as a tel: link (href from telHref on the server); numbers read left to right in Arabic text too. */
export function PhoneLink({ phone, href, className }: { phone: string; href: string; className?: string }) {
  return (
    <a href={href} className={className} dir="ltr">
      {phone}
    </a>
  );
}
