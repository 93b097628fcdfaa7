export default function Page() { return <h1>landing/landing-page</h1>; }
