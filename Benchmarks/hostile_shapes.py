#!/usr/bin/env python3
"""Writes the hostile shapes of Benchmarks/README.md ("Hostile shapes", issue 28) to OUTDIR:
documents whose parse time grew with the square of one of their sizes before the twentieth
session (a run of text or CDATA, attributes on a tag, namespace bindings in scope, declared
attributes), and two that stayed linear. Parse each whole from memory and compare with expat,
for example with ../shared/speed's harness:
    xmlmapkit-speed ignore OUTDIR/FILE     expat ns OUTDIR/FILE
Usage: hostile_shapes.py OUTDIR"""
import os
import sys

out = sys.argv[1]
os.makedirs(out, exist_ok=True)
words = "lorem ipsum dolor sit amet "


def write(name, text):
    with open(os.path.join(out, name), "w") as f:
        f.write(text)


write("huge-text.xml", "<root>" + words * 2_000_000 + "</root>")
write("cdata-t4.xml", "<root><![CDATA[" + words * 800_000 + "]]></root>")
prefixed = " ".join(f'p:a{j}="1"' for j in range(9000))
write("ns-attrs.xml", '<root xmlns:p="urn:p">' + "".join(f"<e {prefixed}/>" for _ in range(20)) + "</root>")
plain = " ".join(f'a{j}="1"' for j in range(9000))
write("plain-attrs.xml", "<root>" + "".join(f"<e {plain}/>" for _ in range(20)) + "</root>")
forty = " ".join(f'a{j}="{j}"' for j in range(40))
write("many-attrs.xml", "<root>" + "".join(f"<e {forty}/>" for _ in range(20_000)) + "</root>")
declarations = " ".join(f'xmlns:p{j}="urn:{j}"' for j in range(9000))
write("wide-ns.xml", f"<r {declarations}>" + '<p0:e p0:a="1">t</p0:e>\n' * 100_000 + "</r>")
write("deep-ns.xml", '<r xmlns:p0="urn:0">' + "".join(f'<e xmlns:q{i}="urn:{i}">' for i in range(9000))
      + '<p0:x p0:a="1"/>' * 2000 + "</e>" * 9000 + "</r>")
write("deep-shadow.xml", "<r>" + "".join(f'<p:e xmlns:p="urn:{i}">' for i in range(9000)) + "</p:e>" * 9000 + "</r>")
write("many-decls.xml", "<r>" + "".join(f"<e {declarations}/>" for _ in range(20)) + "</r>")
write("ns-decl.xml", "<root>" + "".join(f'<a:e xmlns:a="urn:a{i % 10}" xmlns:b="urn:b" b:x="1"><b:f/></a:e>' for i in range(200_000)) + "</root>")
attlist = "".join(f'<!ATTLIST e a{j} CDATA "d">' for j in range(3000))
given = " ".join(f'a{j}="1"' for j in range(3000))
write("attlist.xml", f"<!DOCTYPE r [{attlist}]><r>" + "".join(f"<e {given}/>" for _ in range(20)) + "</r>")
twelve = lambda i: " ".join(f'attr{j}="v{i}"' for j in range(12))
write("twelve-attrs.xml", "<root>" + "".join(f"<e {twelve(i)}/>" for i in range(60_000)) + "</root>")
write("distinct-names.xml", "<root>" + "".join(f"<n{i}>x</n{i}>" for i in range(200_000)) + "</root>")
for name in sorted(os.listdir(out)):
    print(name, os.path.getsize(os.path.join(out, name)))
