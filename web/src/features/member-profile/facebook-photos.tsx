import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { OutlineButton } from '../../components/button';
import { FacebookMark } from '../../components/icons';
import { media } from '../../styles/theme';
import {
  FACEBOOK_PHOTO_FIELDS,
  facebookLogin,
  loadFacebookSdk,
  type FacebookSdk,
} from '../../lib/facebook-sdk';
import { useText } from '../../i18n/use-text';

/** One photo as the Graph API answers `photos{images,name,width,height}`. */
interface FacebookPhotoDto {
  id: string;
  name?: string;
  width?: number;
  height?: number;
  images?: { source: string; width: number; height: number }[];
}

export interface FacebookPhoto {
  id: string;
  name: string;
  /** A size fit for a thumbnail. */
  thumbnail: string;
}

/** Photos need the user_photos permission besides the public profile. */
const PHOTO_SCOPE = 'public_profile,user_photos';
/** The smallest rendition at least this wide makes the thumbnail. */
const THUMBNAIL_WIDTH = 320;

function asPhotos(response: unknown): FacebookPhoto[] {
  const answer = response as { error?: { message?: string }; photos?: { data?: FacebookPhotoDto[] } } | null;
  if (!answer || answer.error) throw new Error(answer?.error?.message ?? 'No answer from Facebook.');
  return (answer.photos?.data ?? []).flatMap((photo) => {
    const images = [...(photo.images ?? [])].sort((a, b) => a.width - b.width);
    const image = images.find((candidate) => candidate.width >= THUMBNAIL_WIDTH) ?? images.at(-1);
    return image ? [{ id: photo.id, name: photo.name ?? '', thumbnail: image.source }] : [];
  });
}

function readPhotos(sdk: FacebookSdk): Promise<FacebookPhoto[]> {
  return new Promise((resolve, reject) => {
    sdk.api('/me', { fields: FACEBOOK_PHOTO_FIELDS }, (response) => {
      try {
        resolve(asPhotos(response));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}

/**
 * The get-Facebook-photos action (§2, §7): loads the SDK only when asked, signs in with Facebook and reads the
 * member's photos. Cancelling or failing is only logged (§4); the photos stay null then.
 */
export function useFacebookPhotos(appId: string | null) {
  const [photos, setPhotos] = useState<FacebookPhoto[] | null>(null);
  const [loading, setLoading] = useState(false);
  const load = useCallback(async () => {
    if (!appId) return;
    setLoading(true);
    try {
      const sdk = await loadFacebookSdk(appId);
      const token = await facebookLogin(sdk, PHOTO_SCOPE);
      if (!token) {
        console.info('Facebook photos: sign-in was cancelled.');
        return;
      }
      setPhotos(await readPhotos(sdk));
    } catch (error) {
      console.info('Facebook photos could not be read:', error);
    } finally {
      setLoading(false);
    }
  }, [appId]);
  return { photos, loading, load };
}

/** The get-Facebook-photos button; it exists only with a Facebook app id (the route decides). */
export function FacebookPhotosButton({ loading, onClick }: { loading: boolean; onClick(): void }) {
  const text = useText();
  return (
    <OutlineButton type="button" onClick={onClick} disabled={loading} aria-busy={loading}>
      <FacebookMark size={18} />
      {text(loading ? 'memberProfile.facebook.loading' : 'memberProfile.facebook.get')}
    </OutlineButton>
  );
}

/** The photos read from Facebook, in a grid. */
export function FacebookPhotoGrid({ photos }: { photos: FacebookPhoto[] }) {
  const text = useText();
  return (
    <Section aria-labelledby="facebook-photos">
      <h2 id="facebook-photos">{text('memberProfile.facebook.title')}</h2>
      {photos.length === 0 ? (
        <p>{text('memberProfile.facebook.empty')}</p>
      ) : (
        <Grid>
          {photos.map((photo) => (
            <li key={photo.id}>
              <img
                src={photo.thumbnail}
                alt={photo.name || text('memberProfile.facebook.photo')}
                width={200}
                height={200}
                loading="lazy"
                decoding="async"
              />
            </li>
          ))}
        </Grid>
      )}
    </Section>
  );
}

const Section = styled.section`
  margin: 32px 0;
  h2 {
    font-size: 1.2rem;
    margin-bottom: 14px;
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 8px;
  list-style: none;
  margin: 0;
  padding: 0;
  ${media.medium} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
    gap: 12px;
  }
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.colors.line};
  }
`;
