import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import {
  carriedPictures,
  carryingPictures,
  PictureSourceProvider,
  usePicture,
  usePictureSrc,
  type PictureSource,
} from './picture-source';

/** An offer's picture as the home slider draws it: the first one is carried. */
function Offer({ id, first = false }: { id: string; first?: boolean }) {
  return <img src={usePictureSrc(`/images/banner/kurta--${id}.svg`, first)} alt="" />;
}

const drawn = (url: string) => `data:image/svg+xml,%3Csvg%3E${encodeURIComponent(url)}%3C/svg%3E`;

/** Two offers as home draws them: the first one the hero, the second the next slide. */
const Offers = ({ source }: { source: PictureSource }) => (
  <PictureSourceProvider value={source}>
    <Offer id="first" first />
    <Offer id="second" />
  </PictureSourceProvider>
);

function serverPage() {
  const asked: string[] = [];
  const server = carryingPictures((url) => (asked.push(url), drawn(url)));
  const html = renderToString(<Offers source={server.source} />);
  // The page state travels as JSON.
  return { html, asked, carried: JSON.parse(JSON.stringify(server.carried)) };
}

async function hydrationComplaints(html: string, source: PictureSource): Promise<string[]> {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const complaints: string[] = [];
  const spy = vi.spyOn(console, 'error').mockImplementation((...args) => {
    complaints.push(args.map(String).join(' '));
  });
  await act(async () => void hydrateRoot(container, <Offers source={source} />));
  spy.mockRestore();
  return complaints;
}

describe('pictures a server-drawn page carries', () => {
  it('the server draws only the picture asked to be carried, writes it into the HTML and lists it', () => {
    const { html, asked, carried } = serverPage();
    expect(asked).toEqual(['/images/banner/kurta--first.svg']);
    expect(html).toContain(`src="${drawn('/images/banner/kurta--first.svg')}"`);
    expect(html).toContain('src="/images/banner/kurta--second.svg"');
    expect(carried).toEqual({
      '/images/banner/kurta--first.svg': drawn('/images/banner/kurta--first.svg'),
    });
  });

  it('the browser hydrates the very same src from the page state, without a mismatch', async () => {
    const { html, carried } = serverPage();
    expect(await hydrationComplaints(html, carriedPictures(carried))).toEqual([]);
    const [hero, next] = [...document.querySelectorAll('img')];
    expect(hero!.getAttribute('src')).toBe(drawn('/images/banner/kurta--first.svg'));
    expect(next!.getAttribute('src')).toBe('/images/banner/kurta--second.svg');
  });

  it('without the page state the browser would draw another src (what the test above guards)', async () => {
    const { html } = serverPage();
    const complaints = await hydrationComplaints(html, carriedPictures());
    expect(complaints.join('\n')).toMatch(/hydrated but some attributes/);
  });

  it('a picture the server cannot carry stays a URL on both sides', () => {
    const server = carryingPictures(() => null);
    const html = renderToString(<Offers source={server.source} />);
    expect(html).toContain('src="/images/banner/kurta--first.svg"');
    expect(server.carried).toEqual({});
    expect(carriedPictures({})('/images/banner/kurta--first.svg', true)).toBe(
      '/images/banner/kurta--first.svg',
    );
  });

  it('a carried picture names its raster sizes, and the others ask for WebP in every width', () => {
    function Card({ carry }: { carry: boolean }) {
      return (
        <img {...usePicture('/images/product/kurta--kurta-p1--blue.svg', '45vw', carry)} alt="" />
      );
    }
    const server = carryingPictures(drawn);
    const html = renderToString(
      <PictureSourceProvider value={server.source}>
        <Card carry />
        <Card carry={false} />
      </PictureSourceProvider>,
    );
    const [carried, fetched] = html.split('<img').slice(1);
    expect(carried).toContain('data-picture="/images/product/kurta--kurta-p1--blue.svg"');
    expect(carried).toContain('data-sizes="45vw"');
    expect(carried).not.toContain('srcSet');
    expect(fetched).toContain('src="/images/product/kurta--kurta-p1--blue.320.webp"');
    expect(fetched).toContain('/images/product/kurta--kurta-p1--blue.1080.webp 1080w');
    expect(fetched).toContain('sizes="45vw"');
  });
});
