import { useEffect } from 'react';

/** Sets the browser tab title: "Page · Property" (parts that are empty are left out). */
export function useDocumentTitle(...parts: Array<string | null | undefined>): void {
  const title = parts.filter((part) => part && part.trim() !== '').join(' · ');
  useEffect(() => {
    document.title = title || 'Stayfront';
  }, [title]);
}
