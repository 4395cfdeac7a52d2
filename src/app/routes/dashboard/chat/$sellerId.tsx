import { createFileRoute } from '@tanstack/react-router';
import { Conversation } from '@/features/chat/conversation';

export const Route = createFileRoute('/dashboard/chat/$sellerId')({
  component: function SellerConversation() {
    const { sellerId } = Route.useParams();
    // A new seller is a new conversation: nothing typed for one goes to another.
    return <Conversation key={sellerId} sellerId={sellerId} />;
  },
});
