import type { FastifyInstance } from "fastify";
import type { AppDeps } from "./deps.ts";

// Placeholder until its owner writes it.
export function registerEditorShellRoutes(_app: FastifyInstance, _deps: AppDeps): void {}
