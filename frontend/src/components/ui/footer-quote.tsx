import { siteText } from '@/lib/site-text'
import './footer-quote.css'

type FooterQuoteProps = {
  name: string
  texts: { quote: string; note: string; untranslated?: Record<string, string> }
}

/** Home's closing quote with the copyright line for the current year (texts: the owner's). */
export const FooterQuote = ({ name, texts }: FooterQuoteProps) => (
  <footer className="footer-quote">
    <blockquote className="footer-quote__text">
      <p>“{siteText(texts, 'quote')}”</p>
    </blockquote>
    <p className="footer-quote__meta">
      © {new Date().getFullYear()} {name}. {siteText(texts, 'note')}
    </p>
  </footer>
)
