import { normalizePhone } from "@/lib/booking/schema";

/** The hotel's number as a tel: link; numbers read left to right in Arabic text too. */
export function PhoneLink({ phone, className }: { phone: string; className?: string }) {
  const href = `tel:${normalizePhone(phone) ?? phone.replace(/[^+\d]/g, "")}`;
  return (
    <a href={href} className={className} dir="ltr">
      {phone}
    </a>
  );
}
