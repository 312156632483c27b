// The product page's ajax reviews block: the server's markup stays; the list controller (@/reviews)
// runs its filters, search, sort, tags and show more (failures show under the list with a retry), and
// the customer photos strip opens its modal.
import { useReviewList } from '@/reviews';
import type { IslandContext } from '@/runtime';
import { CustomerMedia } from './customer-media';
import type { ReviewsBlockProps } from './schema';

export function ReviewsBlock({ mountPoint, productId, listNonce, filterNonce }: ReviewsBlockProps & IslandContext) {
  const status = useReviewList(mountPoint, { variant: 'product', productId, listNonce, filterNonce }, 'reviews-block');
  return (
    <>
      {status}
      <CustomerMedia block={mountPoint} />
    </>
  );
}
