/** The E-Books tab reads the featured e-books; the first is the featured read. */
export const FEATURED_EBOOKS = { featured: true } as const;
