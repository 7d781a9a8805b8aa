/**
 * The links a dealer's contact details become (the retailer blocks, the retailer bar): each is
 * "" for a value that is not one, so the caller shows the text without a link.
 */

/** tel: link of a phone number (digits, spaces, + ( ) . -; "" for anything else or fewer than 3 digits). */
export function telHref(phone: string): string {
  if (!/^[\d\s+().-]+$/.test(phone.trim())) return "";
  const digits = phone.replace(/[^\d+]/g, "").replace(/(?!^)\+/g, "");
  return digits.replace("+", "").length >= 3 ? `tel:${digits}` : "";
}

/** mailto: link of an address that looks like one ("" otherwise). */
export function mailtoHref(email: string): string {
  const e = email.trim();
  return /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(e) ? `mailto:${e}` : "";
}

/** WhatsApp click-to-chat link (https://wa.me/<international number, digits only>). */
export function whatsappHref(phone: string): string {
  if (!/^[\d\s+().-]+$/.test(phone.trim())) return "";
  const digits = phone.replace(/\D/g, "");
  return digits.length >= 6 ? `https://wa.me/${digits}` : "";
}
