import { createFileRoute } from '@tanstack/react-router';
import { WishlistPage } from '@/features/cart/wishlist-page';

export const Route = createFileRoute('/dashboard/my-wishlist')({ component: WishlistPage });
