#!/usr/bin/env bash
# Installs Debian's RUM extension for the local PostgreSQL server when it is missing: the postgres
# search engine reads "matching ads, newest first" from RUM indexes, and the API tests on
# PostgreSQL build and check them (docs/decisions/0093-search-engine-interface.md). A machine
# without a local PostgreSQL server (the tests then run on PGlite alone) needs nothing.
set -euo pipefail
if [ ! -d /etc/postgresql ]; then exit 0; fi
package="postgresql-$(ls /etc/postgresql | sort -V | tail -n 1)-rum"
if dpkg -s "$package" >/dev/null 2>&1; then exit 0; fi
echo "Installing $package from Debian's packages…"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "$package" >/dev/null
