import './footer-quote.css'

type FooterQuoteProps = { name: string; texts: { quote: string; note: string } }

/** Home's closing quote with the copyright line for the current year (texts: the owner's). */
export const FooterQuote = ({ name, texts }: FooterQuoteProps) => (
  <footer className="footer-quote">
    <blockquote className="footer-quote__text">
      <p>“{texts.quote}”</p>
    </blockquote>
    <p className="footer-quote__meta">
      © {new Date().getFullYear()} {name}. {texts.note}
    </p>
  </footer>
)
