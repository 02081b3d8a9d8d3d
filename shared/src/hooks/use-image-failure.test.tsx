import { act, render, screen } from '../testing';
import { useImageFailure } from './use-image-failure';

function Cover() {
  const { hasFailed, onError, ref } = useImageFailure();
  return hasFailed ? <p>Image Not Available</p> : <img src="/cover.svg" alt="Cover" ref={ref} onError={onError} />;
}

/** The image as the browser has it when the page is hydrated. */
function imageState({ complete, naturalWidth, decodes }: { complete: boolean; naturalWidth: number; decodes: boolean }) {
  jest.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(complete);
  jest.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(naturalWidth);
  const decode = jest.fn(() => (decodes ? Promise.resolve() : Promise.reject(new Error('EncodingError'))));
  HTMLImageElement.prototype.decode = decode;
  return decode;
}

afterEach(() => jest.restoreAllMocks());

describe('useImageFailure', () => {
  it('gives way to the placeholder when the image failed before anything listened', async () => {
    imageState({ complete: true, naturalWidth: 0, decodes: false });
    render(<Cover />);
    await act(async () => {});
    expect(screen.getByText('Image Not Available')).toBeInTheDocument();
  });

  it('keeps an image that loaded, whether or not it decodes again (an SVG in some browsers)', async () => {
    const decode = imageState({ complete: true, naturalWidth: 1200, decodes: false });
    render(<Cover />);
    await act(async () => {});
    expect(screen.getByRole('img', { name: 'Cover' })).toBeInTheDocument();
    expect(decode).not.toHaveBeenCalled();
  });

  it('keeps an image without a size of its own that decodes', async () => {
    imageState({ complete: true, naturalWidth: 0, decodes: true });
    render(<Cover />);
    await act(async () => {});
    expect(screen.getByRole('img', { name: 'Cover' })).toBeInTheDocument();
  });

  it('waits for the error event of an image still loading', async () => {
    const decode = imageState({ complete: false, naturalWidth: 0, decodes: false });
    render(<Cover />);
    await act(async () => {});
    expect(decode).not.toHaveBeenCalled();
    await act(async () => {
      screen.getByRole('img', { name: 'Cover' }).dispatchEvent(new Event('error'));
    });
    expect(screen.getByText('Image Not Available')).toBeInTheDocument();
  });
});
