"""Maps a list of XML inputs (paths or URLs, one a line) on a Spark cluster with xmlmap.

Spark runs a native tool the way it runs any program: each partition of the list is piped
through `xmlmap --format jsonl --files-from -` on the executor that holds it (`RDD.pipe`), and
the JSON Lines records xmlmap prints (each naming its input) become the job's output. No Swift
runs on the driver; every executor needs `xmlmap` on its PATH (or at --xmlmap).

    spark-submit xmlmap_job.py LIST OUTDIR [--xmlmap PATH] [--partitions N] [--parquet]
    python3 xmlmap_job.py LIST OUTDIR --master 'local[2]'

LIST is a text file (any Spark path: local, hdfs://, s3a://); OUTDIR receives part-* files of
JSON Lines, or Parquet with --parquet.
"""
import argparse
import shlex
import shutil

from pyspark.sql import SparkSession


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("list", help="a text file of inputs, one a line")
    parser.add_argument("outdir", help="where the part-* files go")
    parser.add_argument("--xmlmap", default=shutil.which("xmlmap") or "xmlmap", help="the xmlmap executable on the executors")
    parser.add_argument("--partitions", type=int, default=None, help="how many pieces the list is cut into (default: Spark's)")
    parser.add_argument("--parquet", action="store_true", help="write Parquet instead of JSON Lines")
    parser.add_argument("--master", default=None, help="the Spark master, when not run by spark-submit (local[2]…)")
    arguments = parser.parse_args()

    builder = SparkSession.builder.appName("xmlmap")
    if arguments.master:
        builder = builder.master(arguments.master)
    spark = builder.getOrCreate()
    inputs = spark.sparkContext.textFile(arguments.list, minPartitions=arguments.partitions)
    # One xmlmap process a partition: --jobs 1, since Spark already runs a task per core.
    # A failed input is an error record, not a failed task, so the exit status is not checked.
    command = shlex.join([arguments.xmlmap, "--format", "jsonl", "--files-from", "-", "--jobs", "1", "--quiet"])
    records = inputs.filter(lambda line: line.strip()).pipe(command, checkCode=False)
    if arguments.parquet:
        spark.read.json(records).write.mode("overwrite").parquet(arguments.outdir)
    else:
        records.saveAsTextFile(arguments.outdir)
    spark.stop()


if __name__ == "__main__":
    main()
