// Placeholder: the contact page (SPEC §2 "Contact page") is being built.
export default function ContactPage() {
  return <h1>Contacto</h1>;
}
