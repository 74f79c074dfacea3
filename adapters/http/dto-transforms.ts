/** class-transformer helpers shared by the DTOs of every area. */

export const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Forms send numbers as text (people is a text count); accept "4" and 4 alike. */
export const toInt = ({ value }: { value: unknown }) => (typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value);
