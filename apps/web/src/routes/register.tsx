import { Anchor, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { createFileRoute, Link, redirect, useNavigate } from "@tanstack/react-router";
import { PASSWORD_MIN_LENGTH } from "@wolfpack/rules/auth/limits";
import { formatAtLeast, PendingButton } from "@wolfpack/ui";
import { type FormEvent, useState } from "react";
import { AvatarChoices } from "../components/AvatarChoices.tsx";
import { failureMessage } from "../lib/errors.ts";
import { useRuleForm } from "../lib/form.ts";
import { screenHead } from "../lib/head.ts";
import { HOME_PATH } from "../lib/redirect.ts";
import { browserTimeZone } from "../lib/timezone.ts";
import { toastFailure } from "../lib/toast.tsx";
import { trpc } from "../trpc.ts";
import { AuthScreen } from "./-auth/AuthScreen.tsx";

export const Route = createFileRoute("/register")({
  head: screenHead("Create Account"),
  beforeLoad: ({ context }) => {
    if (context.member) throw redirect({ to: HOME_PATH, replace: true });
  },
  component: RegisterPage,
});

const PACK_SIZE = 10_000;

function RegisterPage() {
  const navigate = useNavigate();
  const { session } = Route.useRouteContext();
  const { field, validate } = useRuleForm((rules) => rules.registerInput, {
    username: "",
    email: "",
    password: "",
    avatar: "",
  });
  const [showPassword, setShowPassword] = useState(false);

  const register = trpc.auth.register.useMutation({
    onSuccess: async (member) => {
      session.signedIn(member);
      await navigate({ to: "/membership-selection", replace: true });
    },
    onError: (error) => {
      toastFailure("Registration Failed", failureMessage(error, "Failed to create account"));
    },
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (register.isPending) return;
    const account = await validate();
    if (account) register.mutate({ ...account, timezone: await browserTimeZone() });
  };

  return (
    <AuthScreen
      title="Join the pack"
      subtitle={`${formatAtLeast(PACK_SIZE)} members are already training. Your 100 days start here.`}
      footer={
        <Text size="sm" c="dimmed">
          Already a member?{" "}
          <Anchor component={Link} to="/login" fw={700}>
            Sign in
          </Anchor>
        </Text>
      }
    >
      <form onSubmit={onSubmit} noValidate aria-label="Create account">
        <Stack gap="md">
          <TextInput
            label="Username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            {...field("username")}
          />
          <TextInput label="Email" type="email" inputMode="email" autoComplete="email" {...field("email")} />
          <PasswordInput
            label="Password"
            description={`Minimum ${PASSWORD_MIN_LENGTH} characters`}
            autoComplete="new-password"
            minLength={PASSWORD_MIN_LENGTH}
            visible={showPassword}
            onVisibilityChange={setShowPassword}
            visibilityToggleFocusable
            visibilityToggleButtonProps={{ "aria-label": showPassword ? "Hide password" : "Show password" }}
            {...field("password")}
          />
          <AvatarChoices
            legend="Avatar"
            description="Choose one (optional). You can upload your own in Settings."
            offerNone
            {...field("avatar")}
          />
          <PendingButton
            type="submit"
            size="md"
            fullWidth
            mt="xs"
            pending={register.isPending}
            pendingLabel="Creating Account..."
          >
            Create Account
          </PendingButton>
        </Stack>
      </form>
    </AuthScreen>
  );
}
