import './footer-quote.css'

/** Home's closing quote with the copyright line for the current year. */
export const FooterQuote = ({ name }: { name: string }) => (
  <footer className="footer-quote">
    <blockquote className="footer-quote__text">
      <p>“Great software is built one thoughtful commit at a time.”</p>
    </blockquote>
    <p className="footer-quote__meta">
      © {new Date().getFullYear()} {name}. Designed and built with care.
    </p>
  </footer>
)
