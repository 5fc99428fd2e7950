/** A dialable tel: address from a number written for people, such as +1 (239) 555-0148. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

export const mailtoHref = (email: string): string => `mailto:${email}`;
