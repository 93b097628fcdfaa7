export default function Page() { return <h1>services/services-page</h1>; }
