import { useEffect } from 'react';

export interface PageMeta {
  /** The page's own title; the site name is added unless `fullTitle` is set. */
  title: string;
  description: string;
  siteName: string;
  fullTitle?: boolean;
  /** Open Graph tags are written only when the `seo` feature is on. */
  openGraph: boolean;
}

function setMetaTag(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.setAttribute('content', content);
}

function setCanonical(href: string): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.append(link);
  }
  link.href = href;
}

/** Writes the document title, description, canonical link and Open Graph tags for the current page. */
export function usePageMeta({ title, description, siteName, fullTitle = false, openGraph }: PageMeta): void {
  useEffect(() => {
    const documentTitle = fullTitle ? title : `${title} – ${siteName}`;
    document.title = documentTitle;
    setMetaTag('name', 'description', description);
    const url = `${window.location.origin}${window.location.pathname}`;
    setCanonical(url);
    if (!openGraph) return;
    setMetaTag('property', 'og:type', 'website');
    setMetaTag('property', 'og:site_name', siteName);
    setMetaTag('property', 'og:title', documentTitle);
    setMetaTag('property', 'og:description', description);
    setMetaTag('property', 'og:url', url);
    setMetaTag('property', 'og:image', `${window.location.origin}/icons/icon-512.png`);
    setMetaTag('name', 'twitter:card', 'summary');
  }, [title, description, siteName, fullTitle, openGraph]);
}
