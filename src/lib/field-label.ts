/** A field's label where its schema gives none, as the editor shows it and the content check's messages name it. */

/** "serviceId" → "Service id", "datePosted" → "Date posted". */
export function labelOf(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
