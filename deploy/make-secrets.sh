#!/bin/sh
# Writes the secrets compose.yaml reads into deploy/secrets, random, once: existing files are
# kept. The folder is private to you; the files are readable inside the containers (a compose
# secret keeps its file's owner and mode, and the containers run as other users).
set -eu
dir="$(cd "$(dirname "$0")" && pwd)/secrets"
mkdir -p "$dir"
chmod 700 "$dir"
umask 022

random() { od -An -N24 -tx1 /dev/urandom | tr -d ' \n'; }
write() { [ -s "$dir/$1" ] || printf '%s' "$2" >"$dir/$1"; }

write postgres_password "$(random)"
write database_url "postgres://souq:$(cat "$dir/postgres_password")@postgres:5432/souq"
write otp_secret "$(random)"
write s3_access_key_id souq
write s3_secret_access_key "$(random)"
echo "secrets in $dir"
