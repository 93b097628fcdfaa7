export default function Page() { return <h1>division-home/division-home-page</h1>; }
