import { createFileRoute } from '@tanstack/react-router';
import { DeleteAccount } from '@/features/static/policies';

export const Route = createFileRoute('/delete-account')({ component: DeleteAccount });
