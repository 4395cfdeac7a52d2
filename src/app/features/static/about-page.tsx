export function AboutPage() {
  return (
    <article className="mx-auto max-w-3xl space-y-4">
      <h1 className="text-3xl font-bold">About Us</h1>
      <p>
        Bazaar brings together sellers from across India, from the bangle lanes of Laad Bazaar to
        the weavers of Kanchipuram, so you can shop the country's best fashion, electronics and home
        goods in one place.
      </p>
      <p>
        Our flagship store in Hyderabad started as a small family shop near Charminar. Today we work
        with hundreds of independent sellers, help them reach shoppers in every pin code, and make
        sure every order is packed with care.
      </p>
      <p>
        Fashion is at our heart: handloom sarees, festive kurtas, everyday tees and the sneakers to
        go with them, at fair prices with easy returns.
      </p>
    </article>
  );
}
