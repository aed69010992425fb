import { Anchor, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { createFileRoute, Link, redirect, useNavigate } from "@tanstack/react-router";
import { MemberName, PendingButton } from "@wolfpack/ui";
import { type FormEvent, useState } from "react";
import { FullScreenRetryCard } from "../components/RetryCard.tsx";
import { failureMessage } from "../lib/errors.ts";
import { useRuleForm } from "../lib/form.ts";
import { screenHead } from "../lib/head.ts";
import { safeRedirectTarget, validateLoginSearch } from "../lib/redirect.ts";
import { browserTimeZone } from "../lib/timezone.ts";
import { toastFailure, toastSuccess } from "../lib/toast.tsx";
import { trpc } from "../trpc.ts";
import { AuthScreen } from "./-auth/AuthScreen.tsx";

export const Route = createFileRoute("/login")({
  head: screenHead("Sign In"),
  validateSearch: validateLoginSearch,
  // A signed-in member has nothing to do here.
  beforeLoad: ({ context, search }) => {
    if (context.member) throw redirect({ href: safeRedirectTarget(search.redirect), replace: true });
  },
  // The demo sign-in, where the demo data exists, unless a member has signed out in this
  // browser (the server knows: auth.demoAccount). Signing in never waits on it: without an
  // answer the form starts empty, so this loader catches a failure and the screen reads the
  // loader's answer (the one optional read; see README).
  // No skeleton of its own: a page load's screen comes drawn with it (docs/performance.md),
  // and after a sign-out the answer is known; the rare wait (arriving from /register before
  // the answer) shows the app's loading spinner, and the first screen stays 0.9 KB lighter.
  loader: ({ context }) => context.trpc.auth.demoAccount.ensureData().catch(() => null),
  errorComponent: FullScreenRetryCard,
  component: LoginPage,
});

function LoginPage() {
  const search = Route.useSearch();
  const navigate = useNavigate();
  const { session } = Route.useRouteContext();
  // The form starts with the demo's sign-in (README, Demo accounts), or empty.
  const demoAccount = Route.useLoaderData();
  const { field, validate } = useRuleForm((rules) => rules.loginInput, demoAccount ?? { email: "", password: "" });
  const [showPassword, setShowPassword] = useState(false);

  const login = trpc.auth.login.useMutation({
    onSuccess: async (member) => {
      // The answer is the signed-in member: the current user, refreshed without another call.
      session.signedIn(member);
      toastSuccess(<MemberName before="Welcome back, " name={member.username} after="!" />);
      await navigate({ href: safeRedirectTarget(search.redirect), replace: true });
    },
    onError: (error) => {
      toastFailure("Login Failed", failureMessage(error, "Invalid email or password"));
    },
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (login.isPending) return;
    const credentials = await validate();
    if (credentials) login.mutate({ ...credentials, timezone: await browserTimeZone() });
  };

  return (
    <AuthScreen
      title="Welcome back"
      subtitle="Sign in to continue your 100-day hunt."
      footer={
        <Text size="sm" c="dimmed">
          New to the pack?{" "}
          <Anchor component={Link} to="/register" fw={700}>
            Create an account
          </Anchor>
        </Text>
      }
    >
      <form onSubmit={onSubmit} noValidate aria-label="Sign in">
        <Stack gap="md">
          <TextInput label="Email" type="email" inputMode="email" autoComplete="email" {...field("email")} />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            visible={showPassword}
            onVisibilityChange={setShowPassword}
            visibilityToggleFocusable
            visibilityToggleButtonProps={{ "aria-label": showPassword ? "Hide password" : "Show password" }}
            {...field("password")}
          />
          <PendingButton
            type="submit"
            size="md"
            fullWidth
            mt="xs"
            pending={login.isPending}
            pendingLabel="Signing In..."
          >
            Sign In
          </PendingButton>
        </Stack>
      </form>
    </AuthScreen>
  );
}
