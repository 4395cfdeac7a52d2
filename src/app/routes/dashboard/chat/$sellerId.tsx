import { createFileRoute } from '@tanstack/react-router';
import { Conversation } from '@/features/chat/conversation';
import { searchParams, text } from '@/lib/search-params';

// ?product=<slug>: the chat was opened from that product's page (the API's own slug limit).
const conversationSearch = searchParams({ product: text({ min: 1, max: 200 }) });

export const Route = createFileRoute('/dashboard/chat/$sellerId')({
  validateSearch: conversationSearch,
  component: function SellerConversation() {
    const { sellerId } = Route.useParams();
    const { product } = Route.useSearch();
    const navigate = Route.useNavigate();
    // A new seller is a new conversation: nothing typed for one goes to another. Once the first
    // message has taken the product along, the address drops it: a reload does not offer it again.
    return (
      <Conversation
        key={sellerId}
        sellerId={sellerId}
        productSlug={product}
        onProductSent={() => void navigate({ search: {}, replace: true })}
      />
    );
  },
});
