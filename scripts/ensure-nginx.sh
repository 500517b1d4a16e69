#!/usr/bin/env bash
# Installs Debian's nginx for the test of the site behind nginx (apps/api/test/serving) when it is
# missing. The test starts its own nginx on free ports: the package's service is kept from
# starting (it would want port 80) and from starting at boot.
set -euo pipefail
if [ -x /usr/sbin/nginx ]; then exit 0; fi
echo "Installing nginx from Debian's packages…"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
# invoke-rc.d asks policy-rc.d whether a package's service may start: 101 says no.
policy=/usr/sbin/policy-rc.d
if [ ! -e "$policy" ]; then
  printf '#!/bin/sh\nexit 101\n' | $SUDO tee "$policy" >/dev/null
  $SUDO chmod +x "$policy"
  trap '$SUDO rm -f "$policy"' EXIT
fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq nginx >/dev/null
if [ -d /run/systemd/system ]; then $SUDO systemctl disable nginx >/dev/null 2>&1 || true; fi
